import { withHeadTags } from './html';

describe('head tags of a link preview', () => {
  it('replaces the title, the description and earlier preview tags, keeping the rest', () => {
    const html = withHeadTags(
      `<html><head><meta charset="utf-8"><title>Celebra</title><meta name="description" content="old"><meta property="og:title" content="old"><script src="/a.js"></script></head><body></body></html>`,
      { title: 'T $& $1', description: 'D' },
    );
    expect(html).not.toContain('old');
    expect(html).toContain('<title>T $&amp; $1</title>');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<script src="/a.js"></script>');
  });

  it('writes the tags at the end of a head without a title', () => {
    const html = withHeadTags('<html><head></head><body></body></html>', {
      title: 'T',
      description: 'D',
    });
    expect(html).toMatch(/<head><title>T<\/title>[\s\S]*<\/head><body>/);
  });
});
