package sudoku

// exclusionPointer points at the cells of an aligned pair or triplet
// exclusion and the cells that exclude their combinations.
func (s Step) exclusionPointer() string {
	if s.Technique == AlignedTripletExclusion {
		return "look at " + joinCells(s.cells(RoleBase)) +
			" and the cells with two or three candidates that see all three"
	}
	return "look at " + joinCells(s.cells(RoleBase)) +
		" and the cells with two candidates that see both"
}

// exclusionText explains an aligned pair or triplet exclusion: the
// cells, the cells that exclude combinations of digits, and why the
// eliminated digits go.
func (s Step) exclusionText() string {
	base := s.cells(RoleBase)
	named := make([]string, len(base))
	for i, c := range base {
		named[i] = s.marked(c)
	}
	cover := s.cells(RoleCover)
	excluders := make([]string, len(cover))
	for i, c := range cover {
		excluders[i] = s.marked(c)
	}
	switch {
	case s.Technique == AlignedPairExclusion && len(base) == 2 &&
		peerSet[base[0]].has(base[1]):
		text := named[0] + " and " + named[1] +
			" share a house, so they hold two different digits"
		if len(cover) > 0 {
			text += ", which must leave a digit to each of " + joinAnd(excluders) +
				" (cells that see both)"
		}
		return text + "; no such pair of digits has the digits removed"
	case s.Technique == AlignedPairExclusion && len(base) == 2:
		return "the digits of " + named[0] + " and " + named[1] +
			" must leave a digit to each of " + joinAnd(excluders) +
			" (cells that see both); no such pair of digits has the digits removed"
	case s.Technique == AlignedTripletExclusion && len(base) == 3:
		return "the digits of " + joinAnd(named) + " must differ where two of " +
			"them share a house, and must leave a digit to each of " +
			joinAnd(excluders) + " (cells that see all three); no such " +
			"combination of three digits has the digits removed"
	}
	return s.Technique.String()
}
