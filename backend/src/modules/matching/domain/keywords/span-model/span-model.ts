/**
 * The shipped weights (span-model.data.ts, about 1 MB), read when the model is first decoded: a
 * process that loads the lexicon but reads no posting (a resume parse) does not pay for them.
 */
function shippedWeights(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./span-model.data') as typeof import('./span-model.data')).SPAN_MODEL_DATA;
}

/** Features are hashed into 2^20 weights (FNV-1a): no vocabulary to ship or look up. */
export const FEATURE_BITS = 20;
const SIZE = 1 << FEATURE_BITS;

/**
 * A feature's weight index: the hash of its name written in parts ("w=", "excel" is "w=excel").
 * Hashing the parts in turn gives the hash of the joined string without building it: a long
 * posting has thousands of candidates of about thirty features each, and building those strings
 * was most of the extraction's garbage.
 */
export function featureIndex(a: string, b = '', c = '', d = ''): number {
  return (fnv(fnv(fnv(fnv(2166136261, a), b), c), d) >>> 0) & (SIZE - 1);
}

function fnv(hash: number, part: string): number {
  for (let i = 0; i < part.length; i++) {
    hash ^= part.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash;
}

/**
 * Logistic regression over a candidate's hashed features: the probability that annotators would
 * label the span as a keyword. Trained by backend/scripts/build-keyword-model.ts.
 */
export class SpanModel {
  constructor(private readonly weights: Float32Array) {}

  /** From the candidate's feature indices (featureIndex). */
  probability(features: readonly number[]): number {
    let z = 0;
    for (const f of features) z += this.weights[f];
    return 1 / (1 + Math.exp(-z));
  }

  /** The non-zero weights as base64 (indices as Uint32, then weights as Float32): the data file's form. */
  encode(): string {
    const indices: number[] = [];
    this.weights.forEach((w, i) => {
      if (w !== 0) indices.push(i);
    });
    const bytes = new Uint8Array(indices.length * 8);
    const view = new DataView(bytes.buffer);
    indices.forEach((index, k) => {
      view.setUint32(k * 4, index, true);
      view.setFloat32(indices.length * 4 + k * 4, this.weights[index], true);
    });
    return Buffer.from(bytes).toString('base64');
  }

  static decode(data: string = shippedWeights()): SpanModel {
    const weights = new Float32Array(SIZE);
    const bytes = Buffer.from(data, 'base64');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = bytes.byteLength / 8;
    for (let k = 0; k < count; k++) weights[view.getUint32(k * 4, true)] = view.getFloat32(count * 4 + k * 4, true);
    return new SpanModel(weights);
  }
}
