import { Select, TextArea } from '../../components/ui';
import type { Locale, Messages } from '../../i18n';

interface Props {
  messages: Messages<'admin'>;
  text: string;
  onText: (text: string) => void;
  language: Locale;
  onLanguage: (language: Locale) => void;
  invalid: boolean;
}

/** The JSON Resume and its language, as every render tool asks for them. */
export function ResumeInput({ messages: t, text, onText, language, onLanguage, invalid }: Props) {
  return (
    <div className="stack">
      <TextArea
        label={t['debug.resume']}
        description={t['debug.resumeHelp']}
        value={text}
        onChange={onText}
        rows={14}
        className="debug-json"
        isInvalid={invalid}
        errorMessage={invalid ? t['debug.invalidJson'] : undefined}
      />
      <Select
        label={t['debug.language']}
        options={[
          { id: 'en', label: 'English' },
          { id: 'fr', label: 'Français' },
        ]}
        value={language}
        onChange={(id) => onLanguage(id === 'fr' ? 'fr' : 'en')}
      />
    </div>
  );
}
