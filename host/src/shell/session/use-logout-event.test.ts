import { isAccountPage } from './use-logout-event';

describe('leaving account pages after a logout elsewhere', () => {
  it('leaves the account pages but not the login page or others', () => {
    expect(isAccountPage('/en/account', 'en')).toBe(true);
    expect(isAccountPage('/en/account/galleries', 'en')).toBe(true);
    expect(isAccountPage('/en/account/login', 'en')).toBe(false);
    expect(isAccountPage('/en/accounting', 'en')).toBe(false);
    expect(isAccountPage('/en/search', 'en')).toBe(false);
  });
});
