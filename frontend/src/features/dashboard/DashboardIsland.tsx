import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ButtonLink, Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { Spinner } from '../../components/ui/Spinner';
import { I18nProvider } from 'react-aria-components';
import type { Locale, Messages } from '../../i18n';
import { downloadLibraryZip, downloadResumeJson } from '../../lib/api/resumes';
import { toast } from '../../components/ui/toast-queue';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { BinSection } from './components/BinSection';
import { CreditsPanel } from './components/CreditsPanel';
import { downloadResumeDocx } from '../../lib/api/resume-content';
import { ItemMenu, type ItemAction } from './components/ItemMenu';
import { isLibraryView, LibraryToolbar } from './components/LibraryToolbar';
import { ResumeCard } from './components/ResumeCard';
import { SuperMatchCard } from './components/SuperMatchCard';
import { useDashboardData, type LibraryResume } from './hooks/useDashboardData';
import { useItemActions } from './hooks/useItemActions';
import { useStoredChoice } from './hooks/useStoredChoice';
import { ITEM_API, type ItemRef } from './item-api';
import { fileNameOf, isLibrarySort, matchesSearch, sortItems } from './library';
import { saveFile } from '../../lib/save-file';
import { type LibraryShape, rememberLibraryShape } from './library-shape';
import { dashboardText } from './text';
import type { SuperMatch } from '../../lib/api/types';
import './dashboard.css';

// Dialogs and the rename form load when first opened: /home ships less JavaScript and its list is interactive sooner.
const DownloadDialog = lazy(() => import('./components/DownloadDialog').then((m) => ({ default: m.DownloadDialog })));
const ShareDialog = lazy(() => import('./components/ShareDialog').then((m) => ({ default: m.ShareDialog })));
const VersionsDialog = lazy(() => import('./components/VersionsDialog').then((m) => ({ default: m.VersionsDialog })));
const RenameForm = lazy(() => import('./components/RenameForm').then((m) => ({ default: m.RenameForm })));
const ConfirmDialog = lazy(() => import('../../components/ui/Dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Cards rendered at first; "Show more" adds as many again, so a library of 200 stays quick. */
const PAGE = 24;

interface Props {
  locale: Locale;
  messages: Messages<'dashboard'>;
  /** Read by the server from the last visit: sizes the placeholders while the library loads. */
  shape: LibraryShape;
}

type DialogAction = Extract<ItemAction, 'download' | 'share' | 'versions' | 'delete'>;

const keyOf = (item: ItemRef) => `${item.kind}:${item.id}`;

function resumeActions(resume: LibraryResume): ItemAction[] {
  if (resume.stage !== 'ready') return ['rename', 'delete'];
  return ['rename', 'download', 'share', 'versions', ...(resume.isBase ? [] : (['base'] as const)), 'delete'];
}
const superMatchActions = (supermatch: SuperMatch): ItemAction[] =>
  supermatch.status === 'ready' ? ['rename', 'download', 'share', 'delete'] : ['rename', 'delete'];

/**
 * The dashboard (/home): the resume library, the SuperMatch history, the bin, credits and plan.
 * Waits for the session the app shell starts; everything else is read from the API.
 */
export default function DashboardIsland({ locale, messages, shape }: Props) {
  const t = useMemo(() => dashboardText(messages, locale), [messages, locale]);
  const session = useHydratedStore($session, LOADING_SESSION);
  const uid = session.state === 'anonymous' || session.state === 'signed-in' ? (session.user?.uid ?? null) : null;
  const data = useDashboardData(uid);
  const [changes, setChanges] = useState(0);
  const reload = async () => {
    await data.reload();
    setChanges((n) => n + 1);
  };
  const actions = useItemActions(t, reload);
  const filled = data.resumes.length > 0;
  useEffect(() => {
    if (data.state === 'ready' && (filled ? 'filled' : 'empty') !== shape) rememberLibraryShape(filled ? 'filled' : 'empty');
  }, [data.state, filled, shape]);

  const [query, setQuery] = useState('');
  const [sort, setSort] = useStoredChoice('atelier.dashboard.sort', 'updated', isLibrarySort);
  const [view, setView] = useStoredChoice('atelier.dashboard.view', 'grid', isLibraryView);
  const [shown, setShown] = useState(PAGE);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: DialogAction; item: ItemRef } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const resumes = useMemo(
    () =>
      sortItems(
        data.resumes.filter((r) => matchesSearch(r.name, query)),
        sort,
        locale,
      ),
    [data.resumes, query, sort, locale],
  );
  const newHref = `${locale === 'fr' ? '/fr' : ''}/onboarding?start=upload`;

  const [exporting, setExporting] = useState(false);
  async function exportAll() {
    setExporting(true);
    try {
      saveFile(await downloadLibraryZip(), 'atelier-resumes.zip');
      toast.show({ tone: 'success', text: t('everything.done') });
    } catch (error) {
      actions.fail(error);
    } finally {
      setExporting(false);
    }
  }

  function act(item: ItemRef, action: ItemAction) {
    if (action === 'rename') return setRenaming(keyOf(item));
    if (action === 'base') return void actions.makeBase(item);
    setDeleteError(null);
    setDialog({ action, item });
  }

  const renameFormFor = (item: ItemRef) =>
    renaming === keyOf(item) ? (
      <Suspense fallback={null}>
        <RenameForm name={item.name} t={t} onSave={(name) => actions.rename(item, name)} onDone={() => setRenaming(null)} />
      </Suspense>
    ) : null;

  return (
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      <div className="dash">
        <div className="dash__main">
          <div className="dash-head">
            <ButtonLink href={newHref}>{t('new')}</ButtonLink>
            {data.resumes.length > 0 && (
              <Button variant="secondary" isPending={exporting} onPress={() => void exportAll()}>
                {t('everything')}
              </Button>
            )}
          </div>
          <section className="dash-section" aria-labelledby="resumes-heading">
            <div className="dash-section__head">
              <h2 id="resumes-heading" className="dash-section__title">
                {t('resumes.heading')}
              </h2>
              {data.state === 'ready' && data.resumes.length > 0 && (
                <p className="text-muted" aria-live="polite">
                  {t('resumes.count', { count: resumes.length })}
                </p>
              )}
            </div>
            {data.state === 'loading' && (
              <div className={`dash-placeholder dash-placeholder--${shape}`}>
                <Spinner label={t('loading')} />
                {/* The empty state itself, unseen, holds its exact height in every width and language. */}
                {shape === 'empty' && (
                  <div className="dash-placeholder__ghost" aria-hidden="true">
                    <EmptyState
                      headingLevel={3}
                      title={t('resumes.none.title')}
                      body={t('resumes.none.body')}
                      action={<ButtonLink href={newHref}>{t('new')}</ButtonLink>}
                    />
                  </div>
                )}
              </div>
            )}
            {data.state === 'offline' && (
              <InlineMessage tone="info" title={t('offline.title')}>
                {t('offline.body')}
              </InlineMessage>
            )}
            {data.state === 'failed' && (
              <InlineMessage tone="error" title={t('loadFailed.title')}>
                {t('loadFailed.body')}{' '}
                <Button size="sm" variant="secondary" onPress={() => void reload()}>
                  {t('retry')}
                </Button>
              </InlineMessage>
            )}
            {data.state === 'ready' && data.resumes.length === 0 && (
              <EmptyState
                headingLevel={3}
                title={t('resumes.none.title')}
                body={t('resumes.none.body')}
                action={<ButtonLink href={newHref}>{t('new')}</ButtonLink>}
              />
            )}
            {data.state === 'ready' && data.resumes.length > 0 && (
              <>
                <LibraryToolbar
                  t={t}
                  query={query}
                  onQuery={(q) => {
                    setQuery(q);
                    setShown(PAGE);
                  }}
                  sort={sort}
                  onSort={setSort}
                  view={view}
                  onView={setView}
                />
                {resumes.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title={t('resumes.noMatch.title', { q: query.trim() })}
                    body={t('resumes.noMatch.body')}
                    action={
                      <Button variant="secondary" onPress={() => setQuery('')}>
                        {t('resumes.clearSearch')}
                      </Button>
                    }
                  />
                ) : (
                  <ul className={`dash-cards dash-cards--${view}`} data-testid="resume-list">
                    {resumes.slice(0, shown).map((resume) => {
                      const item: ItemRef = { kind: 'resume', id: resume.id, name: resume.name };
                      return (
                        <ResumeCard
                          key={resume.id}
                          resume={resume}
                          locale={locale}
                          t={t}
                          newUploadHref={newHref}
                          rename={renameFormFor(item)}
                          menu={
                            <ItemMenu name={resume.name} actions={resumeActions(resume)} t={t} onAction={(action) => act(item, action)} />
                          }
                        />
                      );
                    })}
                  </ul>
                )}
                {resumes.length > shown && (
                  <Button variant="secondary" onPress={() => setShown((n) => n + PAGE)}>
                    {t('resumes.more')}
                  </Button>
                )}
              </>
            )}
          </section>

          {(data.state === 'ready' || data.state === 'loading') && (
            <section className="dash-section" aria-labelledby="supermatch-heading">
              <h2 id="supermatch-heading" className="dash-section__title">
                {t('supermatch.heading')}
              </h2>
              {data.state === 'loading' ? (
                <div className="dash-placeholder dash-placeholder__ghost" aria-hidden="true">
                  <EmptyState headingLevel={3} title={t('supermatch.none.title')} body={t('supermatch.none.body')} />
                </div>
              ) : data.supermatches.length === 0 ? (
                <EmptyState headingLevel={3} title={t('supermatch.none.title')} body={t('supermatch.none.body')} />
              ) : (
                <ul className="dash-rows" data-testid="supermatch-list">
                  {data.supermatches.map((supermatch) => {
                    const item: ItemRef = { kind: 'supermatch', id: supermatch.id, name: supermatch.name };
                    return (
                      <SuperMatchCard
                        key={supermatch.id}
                        supermatch={supermatch}
                        locale={locale}
                        t={t}
                        rename={renameFormFor(item)}
                        menu={
                          <ItemMenu
                            name={supermatch.name}
                            actions={superMatchActions(supermatch)}
                            t={t}
                            onAction={(action) => act(item, action)}
                          />
                        }
                      />
                    );
                  })}
                </ul>
              )}
            </section>
          )}

          <BinSection items={data.bin} locale={locale} t={t} onRestore={(item) => void actions.restore(item)} />
        </div>
        <aside className="dash__side">
          <CreditsPanel uid={uid} locale={locale} t={t} changes={changes} />
        </aside>

        <Suspense fallback={null}>
          {dialog?.action === 'download' && (
            <DownloadDialog
              name={dialog.item.name}
              locale={locale}
              t={t}
              download={(choice) => ITEM_API[dialog.item.kind].pdf(dialog.item.id, choice)}
              word={
                dialog.item.kind === 'resume'
                  ? (choice) => downloadResumeDocx(dialog.item.id, choice.template, choice.lang, choice.pageSize)
                  : undefined
              }
              extra={
                dialog.item.kind === 'resume'
                  ? {
                      label: t('download.json'),
                      run: async () => saveFile(await downloadResumeJson(dialog.item.id), fileNameOf(dialog.item.name, '.json')),
                    }
                  : undefined
              }
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.action === 'share' && (
            <ShareDialog
              name={dialog.item.name}
              locale={locale}
              t={t}
              share={(choice) => ITEM_API[dialog.item.kind].share(dialog.item.id, choice)}
              unshare={() => ITEM_API[dialog.item.kind].unshare(dialog.item.id)}
              onChanged={() => void reload()}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.action === 'versions' && (
            <VersionsDialog
              id={dialog.item.id}
              name={dialog.item.name}
              locale={locale}
              t={t}
              onChanged={() => void reload()}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.action === 'delete' && (
            <ConfirmDialog
              isOpen
              onOpenChange={(open) => !open && setDialog(null)}
              title={t('delete.title', { name: dialog.item.name })}
              body={t('delete.body')}
              confirmLabel={t('delete.confirm')}
              cancelLabel={t('delete.cancel')}
              tone="destructive"
              errorMessage={deleteError ?? undefined}
              onConfirm={async () => {
                setDeleteError(null);
                try {
                  await actions.remove(dialog.item);
                } catch (error) {
                  setDeleteError((error as Error).message);
                  throw error;
                }
              }}
            />
          )}
        </Suspense>
      </div>
    </I18nProvider>
  );
}
