// A child process of the bench (api-load.ts runLoadUntil): runs one autocannon load it is sent until it is told
// to stop, then sends back the run's figures.
import autocannon, { type Options } from 'autocannon';
import { asLoadResult } from './api-load.ts';

process.once('message', (options: Options) => {
  const instance = autocannon({ duration: 3600, ...options }, (error, result) => {
    if (error) throw error;
    process.send!(asLoadResult(result, false), () => process.disconnect());
  });
  process.once('message', () => instance.stop());
});
