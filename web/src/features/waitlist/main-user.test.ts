import { describe, expect, it } from 'vitest';
import { MAIN_USER_KEY, readMainUser, saveMainUser } from './main-user';
import { asha } from './waitlist.fixtures';

describe('the main user', () => {
  it("is kept in local storage under 'mainUser' and read back", () => {
    saveMainUser(asha);
    expect(JSON.parse(window.localStorage.getItem(MAIN_USER_KEY)!)).toEqual(asha);
    expect(readMainUser()).toEqual(asha);
  });

  it.each([
    ['nothing saved', null],
    ['text that is not JSON', '{oops'],
    ['a value that is not an object', '"asha@example.org"'],
    ['a user without an e-mail', JSON.stringify({ ...asha, email: '  ' })],
  ])('is missing when storage holds %s', (_, stored) => {
    if (stored !== null) window.localStorage.setItem(MAIN_USER_KEY, stored);
    expect(readMainUser()).toBeNull();
  });
});
