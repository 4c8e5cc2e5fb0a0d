// /mine/login: account, phone and QR login. Shows what happens to the guest's data (login/before),
// asks for an image captcha when the server wants one, and counts down 获取验证码.
import type { QrStatus } from '@lld/protocol/api/account';
import { ROUTES } from '@lld/protocol/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { QrImage } from '@/components/qr-image/qr-image';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { applyLogin } from '../api/apply-login';
import { accountLogin, phoneLogin, useLoginBefore } from '../api/login';
import { createLoginTicket, ticketInfo } from '../api/qrcode';
import { AccountPage } from '../components/account-page';
import { CaptchaField, useCaptcha } from '../components/captcha-field';
import {
  AccountField,
  FormSwitch,
  PasswordField,
  SubmitButton,
  useField,
  useFormSubmit,
  useTouched,
} from '../components/form';
import { GuestNotice } from '../components/guest-notice';
import './login-screen.css';
import { PhoneCodeFields, usePhoneCode } from '../components/phone-code-fields';
import { tAccount } from '../i18n';

const TABS = ['account', 'phone', 'qr'] as const;
type Tab = (typeof TABS)[number];
const TAB_NAMES = { account: 'tabAccount', phone: 'tabPhone', qr: 'tabQr' } as const;

function useDone() {
  const navigate = useNavigate();
  return useCallback(
    (result: Parameters<typeof applyLogin>[0]) => {
      applyLogin(result);
      toast(tAccount('loginSuccess'));
      navigate(ROUTES.mine, { replace: true });
    },
    [navigate],
  );
}

function AccountForm({ onSwitchToPhone }: { onSwitchToPhone: () => void }) {
  const done = useDone();
  const queryClient = useQueryClient();
  const [checkedAccount, setCheckedAccount] = useState('');
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('loginFailed'));
  const before = useLoginBefore({ action: 'account', account: checkedAccount });
  const captcha = useCaptcha(before.data?.captchaRequired ?? false, touched);

  const account = useField(touched, 'account', (v) =>
    v.trim() ? null : tAccount('errLoginAccountRequired'),
  );
  const password = useField(touched, 'password', (v) => (v ? null : tAccount('errPasswordRequired')));

  const submit = submitting(
    account.error || password.error || captcha.error,
    async () =>
      done(
        await accountLogin({ account: account.value.trim(), password: password.value, ...captcha.answer }),
      ),
    async () => {
      // A failure may make the captcha necessary; a used captcha is gone either way.
      setCheckedAccount(account.value.trim());
      await queryClient.invalidateQueries({ queryKey: ['account', 'before'] });
      captcha.renew();
    },
  );

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <AccountField
        field={account}
        onBlur={() => {
          account.input.onBlur();
          setCheckedAccount(account.value.trim());
        }}
        placeholder={tAccount('accountPlaceholder')}
      />
      <PasswordField field={password} placeholder={tAccount('passwordPlaceholder')} />
      {captcha.field ? <CaptchaField {...captcha.field} /> : null}
      <SubmitButton busy={busy} busyText={tAccount('loggingIn')}>
        {tAccount('login')}
      </SubmitButton>
      <button type="button" className="acc-link" onClick={onSwitchToPhone}>
        {tAccount('forgotPassword')}
      </button>
    </form>
  );
}

function PhoneForm() {
  const done = useDone();
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('loginFailed'));
  const { phone, code, invalid, fields } = usePhoneCode(touched);
  const submit = submitting(invalid, async () => done(await phoneLogin({ phone, code })));

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <PhoneCodeFields purpose="login" {...fields} />
      <SubmitButton busy={busy} busyText={tAccount('loggingIn')}>
        {tAccount('phoneLogin')}
      </SubmitButton>
      <p className="acc-note">{tAccount('phoneLoginNote')}</p>
    </form>
  );
}

/** Shows a login QR for a logged-in phone to scan, and polls until it is confirmed or expires. */
function QrLogin() {
  const done = useDone();
  const [ticket, setTicket] = useState('');
  const [status, setStatus] = useState<QrStatus | 'loading'>('loading');
  const [expiresAt, setExpiresAt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const doneRef = useRef(false);

  const refresh = useCallback(async () => {
    setStatus('loading');
    try {
      const made = await createLoginTicket();
      setTicket(made.ticket);
      setNow(Date.now());
      setExpiresAt(Date.now() + made.expiresIn * 1000);
      setStatus('pending');
    } catch (error) {
      toast(errorText(error, tAccount('loginFailed')));
      setStatus('expired');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The seconds left, once a second.
  useEffect(() => {
    if (status !== 'pending' && status !== 'scanned') return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [status]);

  useEffect(() => {
    if (!ticket || (status !== 'pending' && status !== 'scanned')) return;
    let live = true;
    const id = window.setInterval(() => {
      void ticketInfo(ticket)
        .then((r) => {
          if (!live || doneRef.current) return;
          if (r.status === 'confirmed' && r.token && r.userInfo) {
            doneRef.current = true;
            done({ token: r.token, userInfo: r.userInfo });
            return;
          }
          setStatus(r.status);
        })
        .catch(() => {});
    }, 2000);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, [ticket, status, done]);

  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const ended = status === 'expired' || status === 'cancelled';
  return (
    <div className="acc-qr-login">
      <h2>{tAccount('qrTitle')}</h2>
      <p className="acc-note">{tAccount('qrDesc')}</p>
      <div className={ended ? 'acc-qr-login__code is-ended' : 'acc-qr-login__code'}>
        {ticket && status !== 'loading' ? (
          <QrImage text={ticket} size={196} alt={tAccount('tabQr')} />
        ) : (
          <div className="acc-qr" style={{ width: 196, height: 196 }} />
        )}
        {ended || status === 'scanned' ? (
          <div className="acc-qr-login__mask">
            <p>
              {status === 'scanned'
                ? tAccount('qrScanned')
                : tAccount(status === 'cancelled' ? 'qrCancelled' : 'qrExpired')}
            </p>
            {ended ? (
              <button type="button" className="acc-chip" onClick={() => void refresh()}>
                {tAccount('qrRefresh')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="acc-note" aria-live="polite">
        {status === 'loading'
          ? tAccount('qrLoading')
          : status === 'pending'
            ? tAccount('qrExpiresIn', { n: left })
            : ''}
      </p>
    </div>
  );
}

export default function LoginScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('account');
  const before = useLoginBefore({ action: 'account' });
  return (
    <AccountPage
      title={tAccount('loginTitle')}
      right={{ content: tAccount('register'), onClick: () => navigate(ROUTES.mineOriginalRegister) }}
    >
      <div className="acc-hero">
        <h2>{tAccount('welcome')}</h2>
        <p>{tAccount('welcomeDesc')}</p>
      </div>
      <ChoiceGroup
        className="acc-tabs"
        role="tab"
        options={TABS}
        value={tab}
        onChange={setTab}
        choiceClassName="acc-tab"
        label={(t) => tAccount(TAB_NAMES[t])}
      />
      {tab !== 'qr' ? <GuestNotice guest={before.data?.guest} /> : null}
      {tab === 'account' ? <AccountForm onSwitchToPhone={() => setTab('phone')} /> : null}
      {tab === 'phone' ? <PhoneForm /> : null}
      {tab === 'qr' ? <QrLogin /> : null}
      <FormSwitch
        question={tAccount('noAccount')}
        action={tAccount('goRegister')}
        onClick={() => navigate(ROUTES.mineOriginalRegister)}
      />
    </AccountPage>
  );
}
