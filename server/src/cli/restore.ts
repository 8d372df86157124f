import { ConfigError } from '../config';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { BackupError, runRestore } from './backup-command';

runRestore(process.argv.slice(2), (line) => console.log(line)).catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
