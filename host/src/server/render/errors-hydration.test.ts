/** @jest-environment node */
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';
import { deserializeRouteErrors, serializeRouteErrors } from './errors-hydration';

describe('route errors in the page state', () => {
  it('survive the trip from server to browser', () => {
    const serialized = serializeRouteErrors({
      item: new UNSAFE_ErrorResponseImpl(404, 'Not Found', { code: 'itemNotFound' }),
      other: new Error('secret stack details'),
    });
    const json = JSON.parse(JSON.stringify(serialized));
    const errors = deserializeRouteErrors(json)!;
    expect(isRouteErrorResponse(errors.item)).toBe(true);
    expect(errors.item).toMatchObject({ status: 404, data: { code: 'itemNotFound' } });
    expect((errors.other as Error).message).toBe('Unexpected error');
    expect(JSON.stringify(json)).not.toContain('secret');
  });

  it('passes "no errors" through', () => {
    expect(serializeRouteErrors(null)).toBeNull();
    expect(deserializeRouteErrors(null)).toBeNull();
  });
});
