/** An answer other than success: its status and Pasal's error body, `{detail, errors?, …errors}`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.detail));
  }
}

export const refuse = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new Refusal(status, errors ? { detail, errors, ...errors } : { detail });
