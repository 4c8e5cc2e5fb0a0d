import './avatar.css';
import { LazyImage } from '@/components/lazy-image/lazy-image';

/** The figure drawn where a user has no picture (or until it loads). */
export function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="cm-avatar__default">
      <rect width="64" height="64" fill="#2a2d52" />
      <circle cx="32" cy="25" r="11" fill="#8d93c4" />
      <path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#8d93c4" />
    </svg>
  );
}

/** A round avatar; the default figure until (or unless) the image loads. */
export function Avatar({ src, alt, size = 40 }: { src: string; alt: string; size?: number }) {
  return (
    <span className="cm-avatar" style={{ width: size, height: size }}>
      <LazyImage src={src || null} ratio={1} alt={alt} placeholder={<DefaultAvatar />} />
    </span>
  );
}

/** The class of the ring round a user's own photo (avatar.css), gold for a member. */
export const userRing = (member: boolean) => (member ? 'user-ring is-member' : 'user-ring');

/** A user's own picture, loaded at once (it heads the screen), the default figure until it loads. */
export function UserPhoto({ user }: { user: { avatar: string; nickname: string } }) {
  return <LazyImage src={user.avatar} ratio={1} eager alt={user.nickname} placeholder={<DefaultAvatar />} />;
}
