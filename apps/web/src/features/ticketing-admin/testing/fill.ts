// Puts text in a field in one input event, as a paste does: typing key by key is slow under load.
import type { UserEvent } from '@testing-library/user-event';

export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
