import { defaultMessageOf, httpStatusOf, ResultCode } from '@lld/protocol/result-codes';

/**
 * A failure with a PROTOCOL §4 code. Thrown anywhere in a request; the error handler turns it
 * into `{"code", "msg", "tip"?}` with the HTTP status of the code. `msg` is for developers and
 * logs, `tip` (when given) is shown to the user.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: number;
  readonly tip: string | undefined;
  /** Seconds the client should wait (code 1002 → `Retry-After`). */
  retryAfter: number | undefined;

  constructor(code: number, msg?: string, tip?: string) {
    super(msg ?? defaultMessageOf(code));
    this.code = code;
    this.tip = tip;
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }

  static invalid(field: string, problem: string): AppError {
    return new AppError(ResultCode.INVALID_PARAMS, `${field}: ${problem}`);
  }

  static notFound(what = 'no such item'): AppError {
    return new AppError(ResultCode.NOT_FOUND, what);
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
