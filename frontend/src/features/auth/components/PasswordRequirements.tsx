import type { PasswordCheck, Requirement } from '../../../lib/auth/password-policy';

/** What the identity service's password policy asks for, each marked met or not as the user types. */
export function PasswordRequirements({
  id,
  check,
  heading,
  labels,
  metLabel,
  unmetLabel,
}: {
  id: string;
  check: PasswordCheck;
  heading: string;
  labels: Record<Requirement, string>;
  metLabel: string;
  unmetLabel: string;
}) {
  return (
    <div id={id} className="requirements">
      <p className="requirements-heading">{heading}</p>
      <ul>
        {check.requirements.map(({ requirement, met }) => (
          <li key={requirement} data-met={met} data-requirement={requirement}>
            <span aria-hidden="true" className="requirement-mark">
              {met ? '✓' : '•'}
            </span>{' '}
            {labels[requirement]}
            <span className="visually-hidden"> ({met ? metLabel : unmetLabel})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
