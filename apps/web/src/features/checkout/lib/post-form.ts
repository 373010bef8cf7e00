/**
 * Sends the browser to a payment gateway the way spec §7 says for ConnectIPS: a hidden form,
 * posted. The page unloads, so the promise only ever settles by rejecting: when the page's
 * Content-Security-Policy (`form-action`) refuses the gateway, which the browser reports only
 * as an event, never as an error of `submit()`.
 */
export function postForm(action: string, fields: Record<string, string>): Promise<never> {
  return new Promise((_, reject) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'form-action') return;
      document.removeEventListener('securitypolicyviolation', onViolation);
      form.remove();
      reject(new Error(`The page may not post a form to ${action}`));
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    document.body.append(form);
    form.submit();
  });
}
