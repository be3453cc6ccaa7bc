import { LEFT_TO_BROWSER_DIGEST, onRecoverableError } from './left-to-browser.ts';

afterEach(() => jest.restoreAllMocks());

test('a region the server left to the browser is a note, in production too, where React minifies its message', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  onRecoverableError(Object.assign(new Error('Minified React error #419'), { digest: LEFT_TO_BROWSER_DIGEST }));
  expect(info).toHaveBeenCalledWith('A part of this page was rendered in the browser, as the server left it.');
  expect(error).not.toHaveBeenCalled();
});

test('any other recoverable error is an error', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const mismatch = new Error('Hydration failed because the server rendered text did not match the client.');
  onRecoverableError(mismatch);
  onRecoverableError(Object.assign(new Error('Minified React error #419'), { digest: '1234567' }));
  expect(error).toHaveBeenCalledTimes(2);
  expect(error).toHaveBeenCalledWith(mismatch);
});
