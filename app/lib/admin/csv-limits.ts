/** The spec's limit on uploaded files (the CSV import). */
export const MAX_FILE_UPLOAD_MB = 50;
export const MAX_FILE_UPLOAD_BYTES = MAX_FILE_UPLOAD_MB * 1024 * 1024;
