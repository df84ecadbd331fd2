/** Why a file could not be read or written, in words (Node's own message repeats the path and the call). */
export function fileErrorText(err: unknown): string {
  switch ((err as NodeJS.ErrnoException | null)?.code) {
    case 'ENOENT':
      return 'no such file or folder'
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder'
    case 'EISDIR':
      return 'it is a folder'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EROFS':
      return 'the file system is read-only'
    case 'ENOSPC':
      return 'no space left on the device'
    case 'EEXIST':
      return 'a file is in the way'
    default:
      return (err as Error | null)?.message ?? String(err)
  }
}
