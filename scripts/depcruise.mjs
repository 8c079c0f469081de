// Runs dependency-cruiser on src and sw with .dependency-cruiser.cjs, for `npm run lint`.
// Through its API rather than its `depcruise` command: the command refuses Node 20, which our engines
// still allow (>=20.19) and this project's machines run; the API itself works there.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const result = await cruise(['src', 'sw'], options);
const report = await format(result.output, { outputType: 'err' });
process.stdout.write(report.output);
process.exitCode = report.exitCode;
