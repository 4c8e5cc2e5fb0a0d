// Image captcha (login/captcha {type:"image"}): the server's picture, tap to get another, and
// the 4-character answer. Every submit uses the captcha up, so the parent asks for a new one
// (`reloadKey`) after a failed attempt.
import { CAPTCHA_LENGTH } from '@lld/protocol/account-rules';
import { useCallback, useEffect, useState } from 'react';
import { ShieldIcon } from '@/components/icons/icons';
import { getImageCaptcha } from '../api/login';
import { captchaError } from '../validation';
import { Field, TextInput, type Touched } from './form';
import './captcha-field.css';
import { tAccount } from '../i18n';

export interface CaptchaValue {
  captchaId: string;
  captchaCode: string;
}

const NO_ANSWER: CaptchaValue = { captchaId: '', captchaCode: '' };

/**
 * The captcha of a form that the server may ask one of (`required`): its answer and message, what
 * a request carries (`answer`: nothing when none is asked for), `renew` after a failed attempt,
 * and the field's props while one is asked for.
 */
export function useCaptcha(required: boolean, touched: Touched) {
  const [value, setValue] = useState<CaptchaValue>(NO_ANSWER);
  const [reloadKey, setReloadKey] = useState(0);
  const error = required ? captchaError(value.captchaCode) : null;
  return {
    error,
    answer: required ? value : {},
    renew: () => setReloadKey((k) => k + 1),
    field: required
      ? {
          value,
          onChange: setValue,
          reloadKey,
          error: touched.show('captcha', error),
          onBlur: touched.blur('captcha'),
        }
      : null,
  };
}

export function CaptchaField({
  value,
  onChange,
  error,
  onBlur,
  reloadKey = 0,
}: {
  value: CaptchaValue;
  onChange: (value: CaptchaValue) => void;
  error?: string | null;
  onBlur?: () => void;
  /** Change it to draw a new captcha (after a submit used this one up). */
  reloadKey?: number;
}) {
  const [image, setImage] = useState('');
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a new picture; onChange is the parent's state setter
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const c = await getImageCaptcha();
      setImage(c.image);
      onChange({ captchaId: c.captchaId, captchaCode: '' });
    } catch {
      setImage('');
    } finally {
      setLoading(false);
    }
  }, [reloadKey]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Field
      icon={<ShieldIcon size={20} />}
      error={error}
      addon={
        <button
          type="button"
          className="acc-captcha"
          onClick={() => void load()}
          aria-label={tAccount('captchaRefresh')}
          title={tAccount('captchaRefresh')}
          disabled={loading}
        >
          {image ? (
            <img src={image} alt={tAccount('captchaRefresh')} width={96} height={35} />
          ) : (
            <span>{tAccount('captchaLoading')}</span>
          )}
        </button>
      }
    >
      <TextInput
        value={value.captchaCode}
        onChange={(captchaCode) =>
          onChange({ ...value, captchaCode: captchaCode.trim().slice(0, CAPTCHA_LENGTH) })
        }
        onBlur={onBlur}
        placeholder={tAccount('captchaPlaceholder')}
        maxLength={CAPTCHA_LENGTH}
        autoCapitalize="characters"
        name="captcha"
      />
    </Field>
  );
}
