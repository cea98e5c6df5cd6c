import { isAdministratorPage } from './paths';

describe('isAdministratorPage', () => {
  it.each(['/admin', '/admin/', '/admin/queues', '/admin/queues/api/queues', '/debug', '/debug/pdf-test', '/fr/debug', '/fr/admin/queues'])(
    '%s is for administrators',
    (path) => expect(isAdministratorPage(path)).toBe(true),
  );
  it.each(['/', '/fr', '/fr/', '/home', '/administration', '/debugger', '/fr/debugging', '/api/admin', '/x/debug'])('%s is not', (path) =>
    expect(isAdministratorPage(path)).toBe(false),
  );
});
