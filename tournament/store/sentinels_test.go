package store

import "arbiter/engine"

// The errors.Is targets of the kinds no code of the store names, only its
// tests: the store makes these errors where it meets them (fileError,
// refuse), and errors.Is matches them by Kind.
var (
	errNewerSchema      = &engine.Message{Key: fileKeys[NewerSchema], Kind: NewerSchema}
	errNoFolder         = &engine.Message{Key: fileKeys[NoFolder], Kind: NoFolder}
	errUnreadable       = &engine.Message{Key: fileKeys[Unreadable], Kind: Unreadable}
	errIOFailed         = &engine.Message{Key: fileKeys[IOFailed], Kind: IOFailed}
	errInconsistent     = &engine.Message{Key: fileKeys[Inconsistent], Kind: Inconsistent}
	errLinked           = &engine.Message{Key: fileKeys[Linked], Kind: Linked}
	errNameTooLong      = &engine.Message{Key: fileKeys[NameTooLong], Kind: NameTooLong}
	errBackupsNotFolder = &engine.Message{Key: fileKeys[BackupsNotFolder], Kind: BackupsNotFolder}
	errSideFilesForeign = &engine.Message{Key: fileKeys[SideFilesForeign], Kind: SideFilesForeign}
	errReadFailed       = &engine.Message{Key: fileKeys[ReadFailed], Kind: ReadFailed}
	errForeignSchema    = &engine.Message{Key: fileKeys[ForeignSchema], Kind: ForeignSchema}
	errSideFileInTheWay = &engine.Message{Key: fileKeys[SideFileInTheWay], Kind: SideFileInTheWay}
	errMadeUncertain    = &engine.Message{Key: fileKeys[MadeUncertain], Kind: MadeUncertain}
	errBusy             = &engine.Message{Key: fileKeys[Busy], Kind: Busy}
	errLogSetAside      = &engine.Message{Key: fileKeys[LogSetAside], Kind: LogSetAside}
	errMoved            = &engine.Message{Key: fileKeys[Moved], Kind: Moved}
	errNothingToUndo    = &engine.Message{Key: refusalKeys[nothingToUndo], Kind: nothingToUndo}
	errRoundHasResult   = &engine.Message{Key: refusalKeys[roundHasResult], Kind: roundHasResult}
	errByeHasNoResult   = &engine.Message{Key: refusalKeys[byeHasNoResult], Kind: byeHasNoResult}
	errMoveOutOfOrder   = &engine.Message{Key: refusalKeys[moveOutOfOrder], Kind: moveOutOfOrder}
	errFileExists       = &engine.Message{Key: refusalKeys[fileExists], Kind: fileExists}
	errRestoreSelf      = &engine.Message{Key: refusalKeys[restoreSelf], Kind: restoreSelf}
	errReadOnlyOpen     = &engine.Message{Key: refusalKeys[readOnlyOpen], Kind: readOnlyOpen}
	errImportNotEmpty   = &engine.Message{Key: refusalKeys[importNotEmpty], Kind: importNotEmpty}
	errNothingToRedo    = &engine.Message{Key: refusalKeys[nothingToRedo], Kind: nothingToRedo}
	errUnratedNeedsGame = &engine.Message{Key: refusalKeys[unratedNeedsGame], Kind: unratedNeedsGame}
	errCopyOverSelf     = &engine.Message{Key: refusalKeys[copyOverSelf], Kind: copyOverSelf}
	errBackupsElsewhere = &engine.Message{Key: refusalKeys[backupsElsewhere], Kind: backupsElsewhere}
)
