import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('puts the code on the operator share domain', () => {
    expect(inviteLink('AB12CD3', { H5SHAREURL: ['https://share.example.com/'] }, 'http://x')).toBe(
      'https://share.example.com/?affCode=AB12CD3',
    );
    expect(inviteLink('AB12CD3', { H5SHAREURL: ['https://s.example.com/land?pc=9'] }, 'http://x')).toBe(
      'https://s.example.com/land?pc=9&affCode=AB12CD3',
    );
  });
  it('falls back to this site when the operator set no share domain, or a bad one', () => {
    expect(inviteLink('AB12CD3', {}, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/?affCode=AB12CD3');
    expect(inviteLink('AB12CD3', { H5SHAREURL: ['javascript:alert(1)'] }, 'http://a.test')).toBe(
      'http://a.test/?affCode=AB12CD3',
    );
  });
});
