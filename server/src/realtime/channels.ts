/**
 * The portal's channels (PRODUCT.md "Real-time"). Laravel names them without the `private-`
 * prefix (`users.7`); on the wire and in signatures they carry it.
 */
export const channels = {
  user: (userId: number) => `private-users.${userId}`,
  role: (roleId: number) => `private-roles.${roleId}`,
};

const privateChannel = /^private-(users|roles)\.([1-9]\d{0,9})$/;

/** Whether the portal uses a channel of this name; a socket may ask for no other (issue 41). */
export function isPortalChannel(channel: string): boolean {
  return privateChannel.test(channel);
}

/** A user may join their own `users.{id}` and their own role's `roles.{id}`; nothing else. */
export function mayJoin(user: { id_us: number; role_id: number }, channel: string): boolean {
  const match = privateChannel.exec(channel);
  if (!match) return false;
  const id = Number(match[2]);
  return match[1] === 'users' ? id === user.id_us : id === user.role_id;
}
