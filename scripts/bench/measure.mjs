// What the benches measure the same way: the RSA-only ceiling's samples and a /proc stat line's CPU.
import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes } from 'node:crypto';

/**
 * Raw RSA-1024 private operations per second on one core (OpenSSL, as the server's decryption
 * uses), in one-second samples.
 */
export function rsaSamples(samples = 3) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const block = publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, Buffer.concat([Buffer.from([0]), randomBytes(127)]));
  const rates = [];
  for (let sample = 0; sample < samples; sample++) {
    let operations = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    while (elapsed < 1) {
      for (let i = 0; i < 100; i++) privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
      operations += 100;
      elapsed = Number(process.hrtime.bigint() - start) / 1e9;
    }
    rates.push(operations / elapsed);
  }
  return rates;
}

/** CPU seconds (user + system) in a process's or thread's /proc stat line. */
export function cpuOfStat(stat) {
  // The fields after the command name, which is in parentheses and may itself hold ") ".
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
