import { describe, expect, it } from 'vitest';
import { firstScreenOf, parseFirstScreens, withFirstScreen } from './first-screens';

describe('first screens', () => {
  it('keeps only asset names of the shape the build writes', () => {
    expect(
      parseFirstScreens(
        '{"/a":["assets/a-1.js","assets/b.css","../x.js","assets/c d.js",1],"b":["assets/b.js"]}',
      ),
    ).toEqual({
      '/a': ['assets/a-1.js', 'assets/b.css'],
    });
    expect(parseFirstScreens('[1]')).toEqual({});
    expect(parseFirstScreens('null')).toEqual({});
  });

  it('links chunks as modulepreload and CSS as a style preload, before </head>', () => {
    expect(withFirstScreen('<html><head></head></html>', ['assets/a.js', 'assets/b.css'])).toBe(
      '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/b.css"></head></html>',
    );
    expect(withFirstScreen('<p>no head</p>', ['assets/a.js'])).toBe('<p>no head</p>');
    expect(withFirstScreen('<head></head>', [])).toBe('<head></head>');
    expect(withFirstScreen('<head></head>', undefined)).toBe('<head></head>');
  });

  it('looks up own paths only', () => {
    const screens = parseFirstScreens('{"/":["assets/h.js"]}');
    expect(firstScreenOf(screens, '/')).toEqual(['assets/h.js']);
    expect(firstScreenOf(screens, '/mine')).toBeUndefined();
    expect(firstScreenOf(screens, '__proto__')).toBeUndefined();
    expect(firstScreenOf(screens, 'constructor')).toBeUndefined();
  });
});
