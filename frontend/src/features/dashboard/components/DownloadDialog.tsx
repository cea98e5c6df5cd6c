import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import type { PdfChoice } from '../../../lib/api/resumes';
import type { Locale } from '../../../i18n';
import { usePendingAction } from '../hooks/usePendingAction';
import { fileNameOf } from '../library';
import { saveFile } from '../../../lib/save-file';
import type { DashText } from '../text';

/**
 * Download a PDF with the template, language and paper size chosen (the page's language and its
 * usual paper by default). `word` adds the same choice as a Word file (resumes; recruiters often
 * ask for one); `extra` adds other downloads of the same item (JSON Resume).
 */
export function DownloadDialog({
  name,
  locale,
  t,
  download,
  word,
  extra,
  onClose,
}: {
  name: string;
  locale: Locale;
  t: DashText;
  download: (choice: PdfChoice) => Promise<Blob>;
  word?: (choice: PdfChoice) => Promise<Blob>;
  extra?: { label: string; run: () => Promise<void> };
  onClose: () => void;
}) {
  const [template, setTemplate] = useState<PdfChoice['template']>('ats');
  const [lang, setLang] = useState<Locale>(locale);
  const [pageSize, setPageSize] = useState<NonNullable<PdfChoice['pageSize']>>(locale === 'fr' ? 'a4' : 'letter');
  const action = usePendingAction(t);
  const busy = action.busy !== null;
  const { error } = action;
  const run = (task: () => Promise<void>) => action.run(true, task);

  const pdf = () =>
    run(async () => {
      const blob = await download({ template, lang, pageSize });
      saveFile(blob, fileNameOf(name, `-${template}-${lang}-${pageSize}.pdf`));
    });

  const docx = (save: (choice: PdfChoice) => Promise<Blob>) =>
    run(async () => saveFile(await save({ template, lang, pageSize }), fileNameOf(name, `-${template}-${lang}.docx`)));

  return (
    <Dialog title={t('download.title', { name })} isOpen onOpenChange={(open) => !open && onClose()} isBusy={busy} size="md">
      <div className="dash-dialog stack">
        <RadioGroup
          label={t('download.template')}
          orientation="horizontal"
          value={template}
          onChange={(value) => setTemplate(value as PdfChoice['template'])}
          options={[
            { value: 'ats', label: t('download.template.ats') },
            { value: 'modern', label: t('download.template.modern') },
          ]}
        />
        <RadioGroup
          label={t('download.language')}
          orientation="horizontal"
          value={lang}
          onChange={(value) => setLang(value as Locale)}
          options={[
            { value: 'en', label: t('download.language.en') },
            { value: 'fr', label: t('download.language.fr') },
          ]}
        />
        <RadioGroup
          label={t('download.pageSize')}
          orientation="horizontal"
          value={pageSize}
          onChange={(value) => setPageSize(value as NonNullable<PdfChoice['pageSize']>)}
          options={[
            { value: 'a4', label: t('download.pageSize.a4') },
            { value: 'letter', label: t('download.pageSize.letter') },
          ]}
        />
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <div className="dash-dialog__actions">
          <Button onPress={pdf} isPending={busy}>
            {t('download.submit')}
          </Button>
          {word && (
            <Button variant="secondary" onPress={() => docx(word)} isDisabled={busy}>
              {t('download.word')}
            </Button>
          )}
          {extra && (
            <Button variant="secondary" onPress={() => run(extra.run)} isDisabled={busy}>
              {extra.label}
            </Button>
          )}
          <Button variant="ghost" onPress={onClose} isDisabled={busy}>
            {t('download.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
