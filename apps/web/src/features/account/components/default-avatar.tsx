export function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" style={{ width: '100%', height: '100%' }}>
      <rect width="64" height="64" fill="#2a2d52" />
      <circle cx="32" cy="25" r="11" fill="#8d93c4" />
      <path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#8d93c4" />
    </svg>
  );
}
