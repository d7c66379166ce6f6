/** Password length limits, shared by the server's checks and the forms' hints. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
