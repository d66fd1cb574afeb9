/** Prints what the reliability run measured (bench-results/reliability.json) as one table and a list. */
import { REPORT_PATH, readReport, table } from "../../tests/reliability/helpers/report";

const report = await readReport();
if (!report) {
  console.log(`No figures in ${REPORT_PATH}: the run stopped before any test recorded one.`);
} else {
  console.log(`\nReliability figures (${report.machine.cpus} CPUs, Node ${report.machine.node}), from ${REPORT_PATH}\n`);
  console.log(table(Object.values(report.load)));
  console.log("");
  for (const [name, outcome] of Object.entries(report.checks)) console.log(`- ${name}: ${outcome}`);
}
