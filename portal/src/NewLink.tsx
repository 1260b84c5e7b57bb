/** 'Send me a new link': the same answer whether or not the address is a client's. */
import { type FormEvent, useState } from 'react';
import { askForLink } from './api';
import { TEXT } from './text';

export function NewLink() {
  const [emailAddress, setEmailAddress] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    askForLink(emailAddress).then(
      (body) => setAnswer(body.message),
      (error: Error) => setAnswer(error.message),
    );
  };
  return (
    <form className="new-link" onSubmit={submit}>
      <label>
        {TEXT.emailAddress}
        <input type="email" required value={emailAddress} onChange={(e) => setEmailAddress(e.target.value)} />
      </label>
      <button type="submit">{TEXT.newLink}</button>
      {answer && <p role="status">{answer}</p>}
    </form>
  );
}
