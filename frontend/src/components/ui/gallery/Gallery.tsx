import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  DropZone,
  EmptyState,
  Form,
  FormError,
  I18nProvider,
  InlineMessage,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  PasswordField,
  RadioGroup,
  Select,
  Spinner,
  StageProgress,
  TextArea,
  TextField,
  toast,
  ToastRegion,
} from '../index';
import { galleryText } from './gallery-text';
import './Gallery.css';

interface Props {
  locale: 'en' | 'fr';
}

const COUNTRIES = {
  en: [
    { id: 'BE', label: 'Belgium' },
    { id: 'CA', label: 'Canada' },
    { id: 'FR', label: 'France' },
    { id: 'CH', label: 'Switzerland' },
    { id: 'GB', label: 'United Kingdom' },
    { id: 'US', label: 'United States' },
  ],
  fr: [
    { id: 'BE', label: 'Belgique' },
    { id: 'CA', label: 'Canada' },
    { id: 'US', label: 'États-Unis' },
    { id: 'FR', label: 'France' },
    { id: 'GB', label: 'Royaume-Uni' },
    { id: 'CH', label: 'Suisse' },
  ],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every shared component in its states (debug page /debug/components), for screenshots, axe and Playwright. */
export default function Gallery({ locale }: Props) {
  const t = galleryText[locale];
  const stateLabels = { done: t.stateDone, current: t.stateCurrent, pending: t.statePending, failed: t.stateFailed };
  const [action, setAction] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [fileError, setFileError] = useState<string>();

  return (
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      <div className="gallery">
        <Section id="buttons" title={t.buttons}>
          <div className="cluster">
            <Button>{t.primary}</Button>
            <Button variant="secondary">{t.secondary}</Button>
            <Button variant="danger">{t.danger}</Button>
            <Button variant="ghost">{t.ghost}</Button>
          </div>
          <div className="cluster">
            <Button size="sm">{t.small}</Button>
            <Button size="lg">{t.large}</Button>
            <Button isPending>{t.pending}</Button>
            <Button isDisabled>{t.disabled}</Button>
            <ButtonLink href="#buttons" variant="secondary">
              {t.link}
            </ButtonLink>
          </div>
          <Button fullWidth>{t.large}</Button>
        </Section>

        <Section id="fields" title={t.fields}>
          <div className="gallery__grid">
            <TextField label={t.firstName} name="firstName" autoComplete="given-name" isRequired requiredHint={t.required} />
            <TextField label={t.email} type="email" description={t.emailHelp} defaultValue="lea@" errorMessage={t.emailError} />
            <TextField label={t.phone} type="tel" autoComplete="tel" />
            <TextField label={t.birthday} type="date" />
            <PasswordField label={t.password} description={t.passwordHelp} showPasswordLabel={t.showPassword} autoComplete="new-password" />
            <Select label={t.country} placeholder={t.chooseCountry} options={COUNTRIES[locale]} errorMessage={t.countryError} />
          </div>
          <TextArea label={t.jobDescription} description={t.jobDescriptionHelp} />
          <Checkbox>{t.terms}</Checkbox>
          <RadioGroup
            label={t.template}
            orientation="horizontal"
            defaultValue="ats"
            options={[
              { value: 'ats', label: t.ats },
              { value: 'modern', label: t.modern },
            ]}
          />
        </Section>

        <Section id="form" title={t.form}>
          <DemoForm locale={locale} />
        </Section>

        <Section id="messages" title={t.messages}>
          <InlineMessage tone="info" announce="none">
            {t.info}
          </InlineMessage>
          <InlineMessage tone="success" title={t.successTitle} announce="none">
            {t.success}
          </InlineMessage>
          <InlineMessage tone="error">{t.error}</InlineMessage>
        </Section>

        <Section id="dialogs" title={t.dialogs}>
          <div className="cluster">
            <DialogTrigger>
              <Button variant="danger">{t.danger}</Button>
              <ConfirmDialog
                title={t.deleteTitle}
                body={<p>{t.deleteBody}</p>}
                confirmLabel={t.delete}
                cancelLabel={t.secondary}
                tone="destructive"
                onConfirm={() => wait(1200)}
              />
            </DialogTrigger>
            <DialogTrigger>
              <Button variant="secondary">{t.logout}</Button>
              <ConfirmDialog
                title={t.logoutTitle}
                body={t.logoutBody}
                confirmLabel={t.logout}
                cancelLabel={t.secondary}
                onConfirm={() => undefined}
              />
            </DialogTrigger>
            <DialogTrigger>
              <Button variant="ghost">{t.reauth}</Button>
              <Dialog title={t.reauthTitle}>
                {(close) => (
                  <Form onSubmit={close}>
                    <p>{t.reauthBody}</p>
                    <PasswordField label={t.password} showPasswordLabel={t.showPassword} autoFocus />
                    <div className="ui-dialog__actions">
                      <Button variant="secondary" onPress={close}>
                        {t.secondary}
                      </Button>
                      <Button type="submit" variant="danger">
                        {t.continue}
                      </Button>
                    </div>
                  </Form>
                )}
              </Dialog>
            </DialogTrigger>
          </div>
        </Section>

        <Section id="menu" title={t.menu}>
          <div className="cluster">
            <Menu trigger={<AccountTrigger name="Léa" />} onAction={setAction} placement="bottom start">
              <MenuSection title={t.account}>
                <MenuItem href="#menu">{t.myAccount}</MenuItem>
                <MenuItem id="language" detail={t.languageValue}>
                  {t.language}
                </MenuItem>
              </MenuSection>
              <MenuSeparator />
              <MenuItem href="#menu">{t.terms2}</MenuItem>
              <MenuItem href="#menu">{t.privacy}</MenuItem>
              <MenuItem href="#menu">{t.contact}</MenuItem>
              <MenuSeparator />
              <MenuItem id="logout">{t.logout}</MenuItem>
              <MenuItem id="delete" tone="danger">
                {t.deleteAccount}
              </MenuItem>
            </Menu>
            <output data-testid="menu-action">{action && t.chosen + action}</output>
          </div>
        </Section>

        <Section id="toasts" title={t.toasts}>
          <div className="cluster">
            <Button variant="secondary" onPress={() => toast.show({ text: t.info })}>
              {t.showInfo}
            </Button>
            <Button variant="secondary" onPress={() => toast.show({ text: t.success, tone: 'success', title: t.successTitle })}>
              {t.showSuccess}
            </Button>
            <Button variant="secondary" onPress={() => toast.show({ text: t.error, tone: 'error' })}>
              {t.showError}
            </Button>
          </div>
          <ToastRegion label={t.notifications} closeLabel={t.close} />
        </Section>

        <Section id="progress" title={t.progress}>
          <StageProgress
            label={t.preparing}
            value={45}
            status={t.extractingStatus}
            stateLabels={stateLabels}
            stages={[
              { id: 'upload', label: t.uploading, state: 'done' },
              { id: 'extract', label: t.extracting, state: 'current' },
              { id: 'render', label: t.rendering, state: 'pending' },
            ]}
          />
          <StageProgress
            label={`${t.preparing} (2)`}
            value={100}
            status={t.failedStatus}
            stateLabels={stateLabels}
            stages={[
              { id: 'upload', label: t.uploading, state: 'done' },
              { id: 'extract', label: t.extracting, state: 'done' },
              { id: 'render', label: t.rendering, state: 'failed' },
            ]}
          />
          <StageProgress
            label={`${t.preparing} (3)`}
            value={null}
            status={t.waitingStatus}
            stateLabels={stateLabels}
            stages={[{ id: 'upload', label: t.uploading, state: 'current' }]}
          />
        </Section>

        <Section id="empty" title={t.empty}>
          <EmptyState
            icon={<DocumentIcon />}
            title={t.emptyTitle}
            body={<p>{t.emptyBody}</p>}
            headingLevel={3}
            action={<ButtonLink href="#dropzone">{t.emptyAction}</ButtonLink>}
          />
        </Section>

        <Section id="dropzone" title={t.dropzone}>
          <DropZone
            label={t.dropLabel}
            chooseLabel={t.choose}
            description={t.dropHelp}
            acceptedFileTypes={['.pdf', '.doc', '.docx', '.json']}
            icon={<UploadIcon />}
            fileName={fileName}
            errorMessage={fileError}
            onFile={(file) => {
              const ok = /\.(pdf|docx?|json)$/i.test(file.name);
              setFileName(ok ? file.name : undefined);
              setFileError(ok ? undefined : t.dropError);
            }}
          />
        </Section>

        <Section id="misc" title={t.misc}>
          <div className="cluster">
            <Spinner label={t.loading} />
            <Spinner size="lg" label={t.loading} />
          </div>
          <Card as="section" aria-labelledby="gallery-card-title">
            <h3 id="gallery-card-title">{t.cardTitle}</h3>
            <p>{t.cardBody}</p>
            <a href="#misc">{t.linkText}</a>
          </Card>
        </Section>
      </div>
    </I18nProvider>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="gallery__section card">
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="stack">{children}</div>
    </section>
  );
}

function DemoForm({ locale }: Props) {
  const t = galleryText[locale];
  const [errors, setErrors] = useState<{ firstName?: string; email?: string }>({});
  const [done, setDone] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const next = {
      firstName: String(data.get('firstName') ?? '').trim() ? undefined : t.nameError,
      email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(data.get('email') ?? '')) ? undefined : t.emailError,
    };
    setErrors(next);
    setDone(!next.firstName && !next.email);
  }
  const list = [errors.firstName, errors.email].filter((e): e is string => Boolean(e));
  return (
    <Form onSubmit={submit} aria-labelledby="form-title">
      <FormError title={list.length ? t.formSummary : undefined} errors={list} />
      {done && <InlineMessage tone="success">{t.submitted}</InlineMessage>}
      <div className="gallery__grid">
        <TextField label={t.firstName} name="firstName" autoComplete="given-name" errorMessage={errors.firstName} />
        <TextField label={t.email} name="email" type="email" autoComplete="email" errorMessage={errors.email} />
      </div>
      <div>
        <Button type="submit">{t.submit}</Button>
      </div>
    </Form>
  );
}

function AccountTrigger({ name }: { name: string }) {
  return (
    <>
      <span className="gallery__avatar" aria-hidden="true">
        {name[0]}
      </span>
      <span>{name}</span>
    </>
  );
}

function DocumentIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}
