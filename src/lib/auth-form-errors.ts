// Which field a server message belongs to on the sign-in and sign-up forms; null means "show a toast".

export type LoginField = 'email' | 'password';
export type RegisterField = 'username' | 'email';

export function loginErrorFields(message: string): Partial<Record<LoginField, string>> | null {
  const text = message.toLowerCase();
  if (text.includes('invalid email or password')) return { email: message, password: message };
  if (text.includes('account is deactivated') || text.includes('email')) return { email: message };
  if (text.includes('password')) return { password: message };
  return null;
}

export function registerErrorFields(message: string): Partial<Record<RegisterField, string>> | null {
  const text = message.toLowerCase();
  if (text.includes('username') && text.includes('taken')) return { username: message };
  if (text.includes('email') && text.includes('exists')) return { email: message };
  return null;
}
