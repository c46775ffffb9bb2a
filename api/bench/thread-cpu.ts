import fs from 'node:fs';

/**
 * CPU time (user + system, ms) one thread has used so far, from its /proc stat file (Linux; 0 elsewhere):
 * `/proc/thread-self/stat` for the calling thread, `/proc/self/task/<tid>/stat` for another of this process.
 */
export function threadCpuMs(statFile = '/proc/thread-self/stat'): number {
  if (!fs.existsSync(statFile)) return 0;
  const stat = fs.readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
