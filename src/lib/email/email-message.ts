/** An email ready for a transport: one recipient, a subject, and HTML plus plain-text bodies. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}
