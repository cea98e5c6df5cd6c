import { ResumeDebugController } from './infrastructure/http/resume-debug.controller';
import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DownloadResumePdf } from './application/download-resume-pdf';
import { DownloadResumeDocx } from './application/download-resume-docx';
import { DOCX_TEXT_READER, RESUME_DOCX_WRITER } from './application/docx-ports';
import { RenderResumeDocx } from './application/render-resume-docx';
import { DocxResumeWriter } from './infrastructure/rendering/docx-resume.writer';
import { MammothDocxReader } from './infrastructure/rendering/mammoth-docx.reader';
import { ResumeEditorController } from './infrastructure/http/resume-editor.controller';
import { ResumeStartController } from './infrastructure/http/resume-start.controller';
import { GetResumeContent } from './application/get-resume-content';
import { SaveResumeContent } from './application/save-resume-content';
import { PreviewResumeContent } from './application/preview-resume-content';
import { CreateResumeFromContent } from './application/create-resume-from-content';
import { CreateScratchResume } from './application/create-scratch-resume';
import { ImportLinkedin } from './application/import-linkedin';
import { LINKEDIN_ARCHIVE_READER } from './application/linkedin-ports';
import { RESUME_HTML_RENDERER } from './application/rendering-ports';
import { HandlebarsResumeHtmlRenderer } from './infrastructure/rendering/handlebars-resume-html.renderer';
import { YauzlLinkedinArchiveReader } from './infrastructure/documents/yauzl-linkedin-archive.reader';
import { GetResume } from './application/get-resume';
import { ExportJsonResume } from './application/export-json-resume';
import { ParseResume } from './application/parse-resume';
import { RESUME_PARSER, RESUME_REFINER } from './application/parsing-ports';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { resumeRefinerFor } from './infrastructure/ai/langchain-resume.refiner';
import { GetResumePreview } from './application/get-resume-preview';
import { FILE_STORE, RESUME_JOBS, RESUME_REPOSITORY, RESUME_SHARES, RESUME_VERSIONS } from './application/ports';
import { DownloadResumeVersionPdf } from './application/download-resume-version-pdf';
import { ListDeletedResumes } from './application/list-deleted-resumes';
import { ExportLibrary } from './application/export-library';
import { LibraryExportController } from './infrastructure/http/library-export.controller';
import { PurgeResumeBin } from './application/purge-bin';
import { RestoreResume } from './application/restore-resume';
import { ResumeBinController } from './infrastructure/http/resume-bin.controller';
import { ResumeBinSchedule } from './infrastructure/queue/resume-bin.schedule';
import { GetResumeVersion } from './application/get-resume-version';
import { ListResumeVersions } from './application/list-resume-versions';
import { RestoreResumeVersion } from './application/restore-resume-version';
import { ResumeVersionsController } from './infrastructure/http/resume-versions.controller';
import { MikroOrmResumeVersions } from './infrastructure/persistence/mikro-orm-resume-versions';
import { ResumeVersionSchema } from './infrastructure/persistence/resume-version.schema';
import { CreateTailoredResume } from './application/create-tailored-resume';
import { DeleteResume } from './application/delete-resume';
import { EraseUserResumes } from './application/erase-user-resumes';
import { GetSharedPdf } from './application/get-shared-pdf';
import { ListResumes } from './application/list-resumes';
import { RenameResume } from './application/rename-resume';
import { ResumeRenditions } from './application/resume-renditions';
import { RevokeShare } from './application/revoke-share';
import { SetBaseResume } from './application/set-base-resume';
import { ShareResume } from './application/share-resume';
import { UpdateResumeContent } from './application/update-resume-content';
import { ResumeLibraryController } from './infrastructure/http/resume-library.controller';
import { SharedResumesController } from './infrastructure/http/shared-resumes.controller';
import { MikroOrmResumeShares } from './infrastructure/persistence/mikro-orm-resume-shares';
import { ResumeShareSchema } from './infrastructure/persistence/resume-share.schema';
import { ProcessResume } from './application/process-resume';
import { RenderResumePdf } from './application/render-resume';
import { RenderCoverLetterPdf } from './application/render-cover-letter';
import { RenderResumePreview } from './application/render-resume-preview';
import { PDF_TEXT_READER, RESUME_PDF_RENDERER } from './application/rendering-ports';
import { UploadResume } from './application/upload-resume';
import { WorkerResumeParser } from './infrastructure/documents/worker-resume.parser';
import { ResumesController } from './infrastructure/http/resumes.controller';
import { MikroOrmResumeRepository } from './infrastructure/persistence/mikro-orm-resume.repository';
import { PostgresFileStore } from './infrastructure/persistence/postgres-file.store';
import { ResumeSchema } from './infrastructure/persistence/resume.schema';
import { StoredFileSchema } from './infrastructure/persistence/stored-file.schema';
import { BullResumeJobs } from './infrastructure/queue/bull-resume.jobs';
import { ProcessResumeProcessor } from './infrastructure/queue/process-resume.processor';
import { RESUME_QUEUE } from './infrastructure/queue/resume-queue';
import { ChromiumResumePdfRenderer } from './infrastructure/rendering/chromium-resume-pdf.renderer';
import { PdftotextReader } from './infrastructure/rendering/pdftotext.reader';

/**
 * Which adapter serves which port. The queue consumer exists only in worker roles.
 * `collaborators`: the pipelines module instance AppModule imports (an upload's intake is a pipeline run).
 */
@Module({})
export class ResumesModule {
  static register(options: { web: boolean; worker: boolean; collaborators: DynamicModule[] }): DynamicModule {
    const providers: Provider[] = [
      UploadResume,
      GetResume,
      DownloadResumePdf,
      ProcessResume,
      { provide: RESUME_REPOSITORY, useClass: MikroOrmResumeRepository },
      { provide: FILE_STORE, useClass: PostgresFileStore },
      ParseResume,
      ExportJsonResume,
      GetResumePreview,
      { provide: RESUME_PARSER, useClass: WorkerResumeParser },
      { provide: RESUME_REFINER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resumeRefinerFor(config.ai) },
      { provide: RESUME_JOBS, useClass: BullResumeJobs },
      RenderResumePdf,
      RenderCoverLetterPdf,
      RenderResumePreview,
      { provide: RESUME_PDF_RENDERER, useClass: ChromiumResumePdfRenderer },
      { provide: PDF_TEXT_READER, useClass: PdftotextReader },
      // The editor: Word export, content, preview, imports.
      RenderResumeDocx,
      DownloadResumeDocx,
      { provide: RESUME_DOCX_WRITER, useClass: DocxResumeWriter },
      { provide: DOCX_TEXT_READER, useClass: MammothDocxReader },
      GetResumeContent,
      SaveResumeContent,
      PreviewResumeContent,
      { provide: RESUME_HTML_RENDERER, useClass: HandlebarsResumeHtmlRenderer },
      CreateResumeFromContent,
      CreateScratchResume,
      ImportLinkedin,
      { provide: LINKEDIN_ARCHIVE_READER, useClass: YauzlLinkedinArchiveReader },
      // The library (dashboard) and what other modules build on it.
      ResumeRenditions,
      ListResumes,
      RenameResume,
      SetBaseResume,
      DeleteResume,
      ShareResume,
      RevokeShare,
      GetSharedPdf,
      EraseUserResumes,
      CreateTailoredResume,
      UpdateResumeContent,
      { provide: RESUME_SHARES, useClass: MikroOrmResumeShares },
      // Version history (dashboard, editor).
      { provide: RESUME_VERSIONS, useClass: MikroOrmResumeVersions },
      GetResumeVersion,
      ListResumeVersions,
      RestoreResumeVersion,
      DownloadResumeVersionPdf,
      // The bin.
      RestoreResume,
      ListDeletedResumes,
      PurgeResumeBin,
      ExportLibrary,
    ];
    if (options.worker) providers.push(ProcessResumeProcessor, ResumeBinSchedule);
    return {
      module: ResumesModule,
      imports: [
        MikroOrmModule.forFeature([ResumeSchema, StoredFileSchema, ResumeShareSchema, ResumeVersionSchema]),
        BullModule.registerQueue({ name: RESUME_QUEUE }),
        ...options.collaborators,
      ],
      controllers: options.web
        ? [
            ResumesController,
            ResumeEditorController,
            ResumeStartController,
            ResumeLibraryController,
            SharedResumesController,
            ResumeVersionsController,
            ResumeBinController,
            LibraryExportController,
            ResumeDebugController,
          ]
        : [],
      providers,
      exports: [
        UploadResume,
        GetResume,
        DownloadResumePdf,
        ParseResume,
        ExportJsonResume,
        RenderResumePdf,
        RenderCoverLetterPdf,
        RenderResumePreview,
        ListResumes,
        RenameResume,
        SetBaseResume,
        DeleteResume,
        ShareResume,
        RevokeShare,
        GetSharedPdf,
        EraseUserResumes,
        CreateTailoredResume,
        UpdateResumeContent,
        ListResumeVersions,
        RestoreResumeVersion,
        DownloadResumeVersionPdf,
        RestoreResume,
      ],
    };
  }
}
