import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContractSync } from '../../scripts/api-contract/contract.mjs';

// Every operation of the contract (docs/api/openapi.yaml) is called by a test of this folder that validates the
// sandbox's answers against it (`describeContractAnswers`, contract-answers.cases.ts): an operation added without
// such a case would let its sandbox answer drift from the contract unseen.

const folder = join(import.meta.dirname);

describe('the sandbox answers every operation of the contract under validation', () => {
  it('names each operationId in a test that calls describeContractAnswers', () => {
    const validating = readdirSync(folder)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .filter((text) => text.includes('describeContractAnswers('));
    const uncovered = loadContractSync()
      .operations.map(({ operationId }) => operationId)
      .filter((operationId) => !validating.some((text) => text.includes(`'${operationId}'`)));
    expect(uncovered).toEqual([]);
  });
});
