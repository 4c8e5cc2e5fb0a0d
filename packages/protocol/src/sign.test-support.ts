/** The request signature's worked example (PROTOCOL §2), shared by both forms' tests. */
export const EXAMPLE_SIGN_INPUT = {
  key: 'lld-demo-sign-key-0123456789',
  token: 'eyJhbGciOiJIUzI1NiJ9.demo.token',
  path: '/app/user/info',
  userAgent: 'DevType=Apple+iPhone+mobile&SysType=h5_ios&Ver=2.1.1&BuildID=Safari+17.4',
  timestamp: 1_718_000_000,
  nonce: '3b241101-e2bb-4255-8caf-4136c566a962',
};

/** Its sign, computed once with node:crypto. */
export const EXAMPLE_SIGN = '53a70e41c400ac1912c7a51882b7b0caa06b51e9';
