// How a business's result reads. Pure.

/** "No open vacancies", "1 open vacancy", "12 open vacancies". */
export function openVacanciesText(count: number): string {
  if (count <= 0) return "No open vacancies";
  return count === 1 ? "1 open vacancy" : `${count} open vacancies`;
}
