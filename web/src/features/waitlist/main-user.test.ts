import { describe, expect, it } from 'vitest';
import { MAIN_USER_KEY, readMainUser, saveMainUser, type MainUser } from './main-user';

const asha: MainUser = {
  name: 'Asha Rao',
  gender: 'female',
  email: 'asha@example.org',
  country: 'India',
  phone: '9876543210',
  institution: 'School of Planning',
  refCode: 'FRIEND42',
  referralCode: 'K7M2QX9P',
};

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
