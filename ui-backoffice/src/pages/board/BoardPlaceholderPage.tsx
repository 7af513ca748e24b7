// The route table still names the board page by its old name; it is the board now (BoardPage.tsx).
export { BoardPage as BoardPlaceholderPage } from "./BoardPage.tsx";
