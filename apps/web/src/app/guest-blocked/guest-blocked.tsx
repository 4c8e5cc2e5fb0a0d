// A device refused a guest (6004 banned device, 6015 too many new guests from its network,
// spec §8): instead of a dead error screen, say what happened and offer the ways forward: log in
// to an existing account (login/account/login answers without a token), the operator's
// customer-service channels (ping/contact needs no token), and retrying. Lazy: only this case loads it.
import type { Contact } from '@lld/protocol/api/ping';
import { ResultCode } from '@lld/protocol/result-codes';
import { useEffect, useState } from 'react';
import { getContacts } from '@/features/account/api/contacts';
import { accountLogin } from '@/features/account/api/login';
import { errorText } from '@/lib/api/client';
import { setToken } from '@/lib/storage';
import { submitHandler } from '@/lib/submit';
import { makeT } from '@/locales';
import strings from '@/locales/zh-CN/guest-blocked';
import './guest-blocked.css';

const tg = makeT(strings);

/** Channels a page that is not running can open: web pages, mail and phone links. */
function reachable(c: Contact): boolean {
  return c.kind === 'customer_service' && /^(https?:\/\/|mailto:|tel:)/i.test(c.url);
}

export default function GuestBlocked({ code }: { code: number }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [contacts, setContacts] = useState<Contact[] | null>(null);

  useEffect(() => {
    getContacts().then(
      (list) => setContacts(list.filter(reachable)),
      () => setContacts([]),
    );
  }, []);

  const submit = async () => {
    if (!account.trim() || !password || busy) return;
    setBusy(true);
    setError('');
    try {
      const r = await accountLogin({ account: account.trim(), password });
      setToken(r.token);
      // The app starts again with this account's token: no guest needed.
      window.location.replace('/');
    } catch (err) {
      setError(errorText(err, tg('loginFailed')));
      setBusy(false);
    }
  };

  return (
    <div className="guest-blocked app-fullscreen" role="alert" data-code={code}>
      <h1 className="guest-blocked__title">{tg('title')}</h1>
      <p className="guest-blocked__why">{code === ResultCode.DEVICE_BANNED ? tg('banned') : tg('tooMany')}</p>
      <p className="guest-blocked__ways-title">{tg('ways')}</p>
      <ol className="guest-blocked__ways">
        <li>{tg('wayLogin')}</li>
        <li>{tg('waySupport')}</li>
        <li>{tg('wayRetry')}</li>
      </ol>

      <form className="guest-blocked__card" onSubmit={submitHandler(submit)} aria-label={tg('login')}>
        <h2>{tg('login')}</h2>
        <input
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={tg('account')}
          aria-label={tg('account')}
          autoComplete="username"
          maxLength={32}
        />
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={tg('password')}
          aria-label={tg('password')}
          autoComplete="current-password"
          maxLength={64}
        />
        {error ? <p className="guest-blocked__error">{error}</p> : null}
        <button
          type="submit"
          className="guest-blocked__primary"
          disabled={busy || !account.trim() || !password}
        >
          {busy ? tg('submitting') : tg('submit')}
        </button>
      </form>

      <section className="guest-blocked__card" aria-label={tg('support')}>
        <h2>{tg('support')}</h2>
        {contacts === null ? (
          <p className="guest-blocked__note">{tg('supportLoading')}</p>
        ) : contacts.length === 0 ? (
          <p className="guest-blocked__note">{tg('supportEmpty')}</p>
        ) : (
          <ul className="guest-blocked__contacts">
            {contacts.map((c) => (
              <li key={c.id}>
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.name}
                </a>
                {c.content ? <span>{c.content}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <button type="button" className="guest-blocked__ghost" onClick={() => window.location.reload()}>
        {tg('retry')}
      </button>
    </div>
  );
}
