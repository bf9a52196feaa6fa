// The server's memory as the kernel sees it: resident set (RSS) now, and its peak (VmHWM).
import { readFileSync } from 'node:fs';
import { figure } from './budgets.mjs';

export function serverMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

export function memoryFigures(memory) {
  const part = 'memory';
  const figures = [figure({ part, label: 'server RSS idle (started, one page served)', value: memory.idle?.rss, unit: 'B' })];
  if (memory.afterLoad) {
    figures.push(figure({ part, label: 'server RSS after the load', value: memory.afterLoad.rss, unit: 'B' }));
    figures.push(figure({ part, label: 'server RSS peak (VmHWM)', value: memory.afterLoad.peak, unit: 'B' }));
  }
  return figures;
}
