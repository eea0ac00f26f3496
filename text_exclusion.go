package sudoku

// exclusionText explains an aligned pair exclusion: the two cells, the
// cells that exclude pairs of digits, and why the eliminated digits go.
func (s Step) exclusionText() string {
	pair := s.cells(RoleBase)
	if len(pair) != 2 {
		return s.Technique.String()
	}
	text := s.marked(pair[0]) + " and " + s.marked(pair[1]) +
		" share a house, so they hold two different digits"
	if cover := s.cells(RoleCover); len(cover) > 0 {
		named := make([]string, len(cover))
		for i, c := range cover {
			named[i] = s.marked(c)
		}
		text += ", which must leave a digit to each of " + joinAnd(named) +
			" (cells that see both)"
	}
	return text + "; no such pair of digits has the digits removed"
}
