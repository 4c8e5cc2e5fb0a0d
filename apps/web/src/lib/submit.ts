// A form's submit: the browser's own submit (a page load) is stopped and the screen's action
// runs (an async action handles its own errors).
import type { FormEvent } from 'react';

export function submitHandler(action: () => unknown): (e: FormEvent) => void {
  return (e) => {
    e.preventDefault();
    void action();
  };
}
