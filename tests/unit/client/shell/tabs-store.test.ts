import { beforeEach, describe, expect, it } from 'vitest';
import {
  addTag,
  canCloseTags,
  closeAllTags,
  closeOtherTags,
  closeTag,
  HOME_PATH,
  loadTabs,
  parseTags,
  type Tag,
  tabsState,
  tabsStorageKey,
} from '@/client/features/shell/store/tabs-store';

function tag(fullPath: string, meta: Tag['meta'] = {}): Tag {
  const [path = fullPath] = fullPath.split('?');
  return { name: `/_app${path}`, path, fullPath, params: {}, query: {}, meta };
}

const home = tag('/home', { title: 'menu:home' });
const sync = tag('/syncCentre');
const homeA = tag('/home?a=1');
const paths = (tags: readonly Tag[]) => tags.map((t) => t.fullPath);

describe('addTag', () => {
  it('appends a new page, and keeps an open page where it stands with its fresh meta', () => {
    const tags = addTag(addTag(addTag([], home), sync), tag('/home', { title: 'x' }));
    expect(paths(tags)).toEqual(['/home', '/syncCentre']);
    expect(tags[0]?.meta.title).toBe('x');
  });

  it('opens the same screen with another query as a tab of its own', () => {
    expect(paths(addTag([home], homeA))).toEqual(['/home', '/home?a=1']);
  });

  it.each([
    { meta: { isTab: false }, added: false },
    { meta: { isTab: true }, added: true },
    { meta: {}, added: true },
  ])('adds a page with meta $meta: $added', ({ meta, added }) => {
    expect(addTag([home], tag('/other', meta)).length).toBe(added ? 2 : 1);
  });
});

describe('closeTag', () => {
  const three = [home, sync, homeA];

  it('never closes the last remaining tab', () => {
    expect(canCloseTags([home])).toBe(false);
    expect(closeTag([home], '/home', '/home')).toEqual({ tags: [home] });
  });

  it.each([
    { closed: '/syncCentre', active: '/syncCentre', left: ['/home', '/home?a=1'], to: '/home' },
    { closed: '/home?a=1', active: '/home?a=1', left: ['/home', '/syncCentre'], to: '/syncCentre' },
    { closed: '/home', active: '/home', left: ['/syncCentre', '/home?a=1'], to: '/syncCentre' },
    { closed: '/syncCentre', active: '/home', left: ['/home', '/home?a=1'], to: undefined },
    { closed: '/missing', active: '/home', left: ['/home', '/syncCentre', '/home?a=1'], to: undefined },
  ])('closing $closed while $active shows leaves $left and goes to $to', ({ closed, active, left, to }) => {
    const change = closeTag(three, closed, active);
    expect(paths(change.tags)).toEqual(left);
    expect(change.navigateTo).toBe(to);
  });
});

describe('closeOtherTags and closeAllTags', () => {
  it('keeps only the chosen tab and shows it', () => {
    expect(closeOtherTags([home, sync, homeA], '/syncCentre', '/home')).toEqual({
      tags: [sync],
      navigateTo: '/syncCentre',
    });
    expect(closeOtherTags([home, sync], '/home', '/home')).toEqual({ tags: [home] });
  });

  it('closes everything and returns to home', () => {
    expect(closeAllTags([home, sync], '/syncCentre')).toEqual({ tags: [], navigateTo: HOME_PATH });
    expect(closeAllTags([sync, homeA], '/home?a=1')).toEqual({ tags: [], navigateTo: HOME_PATH });
  });

  it('keeps the home tab when home is already shown, since nothing would add it again', () => {
    expect(closeAllTags([sync, home, homeA], '/home')).toEqual({ tags: [home] });
  });
});

describe('persistence', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    { text: null, count: 0 },
    { text: 'not json', count: 0 },
    { text: '{"fullPath":"/home"}', count: 0 },
    { text: JSON.stringify([home, { fullPath: 'http://evil', path: '/', name: 'x' }, 3]), count: 1 },
  ])('parses $text into $count tabs', ({ text, count }) => {
    expect(parseTags(text)).toHaveLength(count);
  });

  it('saves the tabs per user under a prefixed session key and loads them back', async () => {
    loadTabs('u1');
    tabsState.tags = addTag(tabsState.tags, home);
    tabsState.tags = addTag(tabsState.tags, sync);
    await Promise.resolve();
    expect(tabsStorageKey('u1')).toBe('bidline-tabs-u1');
    expect(paths(parseTags(sessionStorage.getItem('bidline-tabs-u1')))).toEqual(['/home', '/syncCentre']);

    loadTabs('u2');
    expect(tabsState.tags).toEqual([]);
    loadTabs('u1');
    expect(paths(tabsState.tags)).toEqual(['/home', '/syncCentre']);
  });
});
