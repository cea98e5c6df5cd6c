import { useState } from 'react';
import { Button, InlineMessage, RadioGroup, TextField } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { downloadCoverLetter, downloadSuperMatchPdf, shareSuperMatch } from '../../../lib/api/supermatches';
import type { ResumeTemplate, SuperMatch } from '../../../lib/api/types';
import type { SuperMatchText } from '../useSuperMatchText';
import { saveFile } from '../../../lib/save-file';

/** Download the tailored resume in either template and either language, or copy a share link to it. */
export function DownloadShare({ supermatch, locale, text: { t } }: { supermatch: SuperMatch; locale: Locale; text: SuperMatchText }) {
  const [template, setTemplate] = useState<ResumeTemplate>('ats');
  const [lang, setLang] = useState<'en' | 'fr'>(supermatch.language === 'fr' ? 'fr' : supermatch.language === 'en' ? 'en' : locale);
  const [busy, setBusy] = useState<'download' | 'share' | 'letter' | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const failed = (failure: unknown) =>
    setNotice({ tone: 'error', text: failure instanceof ApiError && failure.message ? failure.message : t('failed.generic') });

  const slug = supermatch.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'supermatch';
  async function save(kind: 'download' | 'letter', blob: () => Promise<Blob>, fileName: string) {
    setBusy(kind);
    setNotice(null);
    try {
      saveFile(await blob(), fileName);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  }
  const download = () =>
    save('download', () => downloadSuperMatchPdf(supermatch.id, { template, lang }), `${slug}-${template}-${lang}.pdf`);
  const letter = () => save('letter', () => downloadCoverLetter(supermatch.id, template), `${slug}-cover-letter-${template}.pdf`);

  async function share() {
    setBusy('share');
    setNotice(null);
    try {
      const link = await shareSuperMatch(supermatch.id, { template, lang });
      setShareUrl(link.url);
      await navigator.clipboard?.writeText(link.url).catch(() => undefined);
      setNotice({ tone: 'success', text: t('share.copied') });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card supermatch-card" aria-labelledby="download-share">
      <h2 id="download-share">{t('download.heading')}</h2>
      <div className="supermatch-download">
        <RadioGroup
          label={t('download.template')}
          value={template}
          onChange={(value) => setTemplate(value as ResumeTemplate)}
          options={[
            { value: 'ats', label: t('download.ats') },
            { value: 'modern', label: t('download.modern') },
          ]}
        />
        <RadioGroup
          label={t('download.language')}
          value={lang}
          onChange={(value) => setLang(value === 'fr' ? 'fr' : 'en')}
          options={[
            { value: 'en', label: t('download.en') },
            { value: 'fr', label: t('download.fr') },
          ]}
        />
      </div>
      <div className="cluster">
        <Button onPress={download} isPending={busy === 'download'}>
          {t('download.action')}
        </Button>
        <Button variant="secondary" onPress={share} isPending={busy === 'share'}>
          {t('share.action')}
        </Button>
      </div>
      <p className="text-muted">{t('coverLetter.hint')}</p>
      <div className="cluster">
        <Button variant="secondary" onPress={letter} isPending={busy === 'letter'}>
          {t('coverLetter.action')}
        </Button>
      </div>
      {shareUrl && <TextField label={t('share.link')} value={shareUrl} isReadOnly />}
      <div aria-live="polite">{notice && <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage>}</div>
    </section>
  );
}
