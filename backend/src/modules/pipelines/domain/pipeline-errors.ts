export type PipelineErrorCode = 'JOB_NOT_FOUND' | 'PIPELINE_STAGE_OUT_OF_ORDER';

/** A pipeline rule broken; `code` is stable and mapped to HTTP and messages by the platform. */
export class PipelineError extends Error {
  constructor(readonly code: PipelineErrorCode) {
    super(code);
  }
}
