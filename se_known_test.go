package sudoku

// seKnown lists the puzzles of testdata/se on which Rate and Sudoku
// Explainer still disagree, with SE's ER/EP/ED and Rate's; see
// TestSEFiles. Rewritten by go test -run TestSEFiles -seupdate, which
// must only ever remove lines.
var seKnown = []seKnownPuzzle{
	{"forum_hardest", "98.76.5..7..9..8...6.....7.4..5..3....2....5......1..73...5...8.4.8...3......94..", "11.0/11.0/10.6", "10.9/10.9/10.6"},
	{"forum_hardest", "98.7..6..75..6..9...6......4....3.....56...8.....2...4.1...72....79...5.....1...3", "11.0/11.0/10.6", "11.1/11.1/10.6"},
}
