import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `name` in an antd Select as a person does: open it, click the option. (antd reads the
 * keyboard's legacy `which` code, which user-event does not set, so Enter cannot pick in jsdom.)
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    // The accessible listbox is a hidden copy; the options a person clicks are drawn beside it.
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const drawn = [...(listbox?.parentElement?.querySelectorAll<HTMLElement>('[title]') ?? [])].find((item) => item.title === name);
    if (!drawn) throw new Error(`No option "${name}" in the open list`);
    return drawn;
  });
  await user.click(option);
}
