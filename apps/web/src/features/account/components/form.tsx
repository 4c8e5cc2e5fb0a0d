// Form pieces of the account screens: a field with its inline message, inputs, the submit
// button that is disabled while sending.
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { LockIcon, PathIcon, UserIcon } from '@/components/icons/icons';
import { useBusyCall } from '@/lib/api/busy-call';
import { submitHandler } from '@/lib/submit';
import './form.css';
import { tAccount } from '../i18n';

export interface FieldProps {
  icon?: ReactNode;
  /** Shown under the field when set (and the field was touched). */
  error?: string | null | undefined;
  /** Right side: a button (获取验证码), an image captcha, an eye toggle. */
  addon?: ReactNode;
  children: ReactNode;
  label?: string;
}

export function Field({ icon, error, addon, children, label }: FieldProps) {
  return (
    <div className={error ? 'acc-field has-error' : 'acc-field'}>
      {label ? <span className="acc-field__label">{label}</span> : null}
      <div className="acc-field__row">
        {icon ? <span className="acc-field__icon">{icon}</span> : null}
        <div className="acc-field__control">{children}</div>
        {addon ? <div className="acc-field__addon">{addon}</div> : null}
      </div>
      <FieldError error={error} />
    </div>
  );
}

/** A field's inline message, when there is one. */
export function FieldError({ error }: { error?: string | null | undefined }) {
  return error ? (
    <p className="acc-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

export function TextInput({ value, onChange, className, ...rest }: InputProps) {
  return (
    <input
      className={['acc-input', className ?? ''].join(' ').trim()}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
      {...rest}
    />
  );
}

/** An eye (its outline and pupil), struck through while the password is hidden. */
const EYE =
  'M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12zM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z';

function EyeIcon({ open }: { open: boolean }) {
  return <PathIcon d={open ? EYE : `${EYE}M4 20 20 4`} box={24} size={20} stroke={1.6} join="miter" />;
}

export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="acc-password">
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? 'current-password'}
      />
      <button
        type="button"
        className="acc-password__eye"
        aria-label={tAccount(visible ? 'hidePassword' : 'showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}

/** An input bound to its field's state; `onChange` and `onBlur` given here replace the binding's. */
type BoundInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  field: FieldState;
  onChange?: (value: string) => void;
};

/** The account name (or phone) with the user icon, as login and register have it. */
export function AccountField({ field, ...input }: BoundInputProps) {
  return (
    <Field icon={<UserIcon size={20} />} error={field.shown}>
      <TextInput {...field.input} autoComplete="username" autoCapitalize="none" {...input} />
    </Field>
  );
}

/** A password field with the lock icon, bound to its state. */
export function PasswordField({ field, ...input }: BoundInputProps) {
  return (
    <Field icon={<LockIcon size={20} />} error={field.shown}>
      <PasswordInput {...field.input} {...input} />
    </Field>
  );
}

const ACTION_LOOKS = { primary: 'acc-submit is-block', ghost: 'acc-ghost', danger: 'acc-danger' } as const;

/** A full-width button that acts (not a form's submit): primary, ghost or danger. */
export function ActionButton({
  look = 'primary',
  disabled,
  onClick,
  children,
}: {
  look?: keyof typeof ACTION_LOOKS;
  disabled?: boolean;
  onClick: () => unknown;
  children: ReactNode;
}) {
  return (
    <button type="button" className={ACTION_LOOKS[look]} disabled={disabled} onClick={() => void onClick()}>
      {children}
    </button>
  );
}

export function SubmitButton({
  busy,
  disabled,
  children,
  busyText,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  busyText?: string;
}) {
  return (
    <button type="submit" className="acc-submit" disabled={busy || disabled} aria-busy={busy}>
      {busy ? (busyText ?? children) : children}
    </button>
  );
}

export type Touched = ReturnType<typeof useTouched>;

/** The line under a form that leads to its twin (登录 ↔ 注册): a question and the way there. */
export function FormSwitch({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="acc-footer-link">
      {question}
      <button type="button" className="acc-link is-inline" onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

/** Touched-state for a form: messages show after the first submit or after leaving a field. */
export function useTouched() {
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    show: (name: string, error: string | null) => (submitted || touched[name] ? error : null),
    blur: (name: string) => () => setTouched((s) => ({ ...s, [name]: true })),
    submit: () => setSubmitted(true),
  };
}

/**
 * One text field of a form: its value, its message (`check`), the message to show now (once the
 * field was left or the form submitted) and the props that bind an input to it.
 */
export function useField(touched: Touched, name: string, check: (value: string) => string | null) {
  const [value, setValue] = useState('');
  const error = check(value);
  return {
    value,
    setValue,
    error,
    shown: touched.show(name, error),
    input: { name, value, onChange: setValue, onBlur: touched.blur(name) },
  };
}

export type FieldState = ReturnType<typeof useField>;

/**
 * A form's submit: marks the form submitted (its messages show), stops while a message stands
 * or a call is on its way, runs the call, and toasts its failure (`failText` when the server
 * gave none) before `onFail` does what else that form needs (a new captcha, a step back).
 */
export function useFormSubmit(touched: Touched, failText: string) {
  const { busy, call } = useBusyCall();
  const submit = (invalid: unknown, action: () => Promise<unknown>, onFail?: (error: unknown) => unknown) =>
    submitHandler(() => {
      touched.submit();
      if (!invalid) return call(failText, action, onFail);
    });
  return { busy, submit };
}
